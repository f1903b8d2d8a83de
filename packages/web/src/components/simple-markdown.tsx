import { Fragment, type ReactNode } from 'react';

/**
 * A small, safe Markdown subset for the owner's texts (the footer's 'Über diese Website', site settings):
 * paragraphs (a blank line), line breaks, **bold**, *italic* and [links](https://…) to http, https or mailto
 * addresses. Everything becomes React elements and text: no HTML of the text is ever parsed, so `<script>`
 * or `<img onerror>` shows as written; a link to any other scheme (javascript:) stays text.
 */
const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

function isSafeHref(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:';
  } catch {
    return false;
  }
}

function inline(text: string, key: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const [whole, bold, italic, label, href] = match;
    const id = `${key}-${at}`;
    if (bold !== undefined) nodes.push(<strong key={id}>{bold}</strong>);
    else if (italic !== undefined) nodes.push(<em key={id}>{italic}</em>);
    else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      const external = !href.startsWith('mailto:');
      nodes.push(
        <a key={id} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label}
        </a>,
      );
    } else nodes.push(whole);
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** `text` as paragraphs of the subset; `className` on each paragraph. */
export function SimpleMarkdown({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one text, in their order.
        <p key={index} className={className}>
          {paragraph.split('\n').map((line, lineIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one paragraph, in their order.
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {inline(line, `${index}-${lineIndex}`)}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
