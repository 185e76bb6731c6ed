/** HTML the server has already sanitised (objectives: paragraphs, line breaks, lists, emphasis). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`space-y-3 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc ${className ?? ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server before storage and again on output
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
