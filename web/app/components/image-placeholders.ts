/**
 * What a picture that fails to load gives way to: its kind's look, the component's own sizing
 * classes, and a text (initials). React renders it inside islands (`useImageFallback`); outside
 * them `islands/image-fallback.ts` builds the same from the picture's `data-fallback*` attributes.
 */
export const IMAGE_PLACEHOLDERS = {
  card: 'flex items-center justify-center bg-gradient-to-br from-brand-700 to-brand-900 text-3xl font-bold text-white/90',
  portrait:
    'flex items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white ring-4 ring-brand-50',
  photo: 'flex items-start justify-center bg-slate-200 pt-6 text-sm text-slate-700',
} as const;

export type ImagePlaceholderKind = keyof typeof IMAGE_PLACEHOLDERS;

export interface ImagePlaceholder {
  kind: ImagePlaceholderKind;
  /** The component's sizing classes, shared with its picture. */
  size: string;
  text: string;
}

/** The class list of a placeholder. */
export const placeholderClass = (placeholder: Pick<ImagePlaceholder, 'kind' | 'size'>) =>
  `${IMAGE_PLACEHOLDERS[placeholder.kind]} ${placeholder.size}`;
