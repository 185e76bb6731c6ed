export const root: string;
export function needsBuild(): boolean;
export function needsServerBuild(): boolean;
