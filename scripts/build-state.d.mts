export const root: string;
export function needsBuild(): boolean;
export function needsServerBuild(): boolean;
export function needsSiteBuild(): boolean;
