/** Words of column names written otherwise than plain lower case. */
const WORDS: Record<string, string> = {
  id: 'ID',
  url: 'URL',
  img: 'image',
  faq: 'FAQ',
  linkedin: 'LinkedIn',
  ieee: 'IEEE',
  upi: 'UPI',
  email: 'e-mail',
  alt: 'image description',
};

/** `student_member_count` as 'Student member count', `linkedin_url` as 'LinkedIn URL'. */
export function humanize(name: string): string {
  const words = name
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  // `is_archived` reads as 'Archived'.
  if (words.length > 1 && words[0] === 'is') words.shift();
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
