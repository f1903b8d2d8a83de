import type { AnchorHTMLAttributes } from 'react';
import Markdown from 'react-markdown';

/**
 * The Markdown an owner may write in their site's texts (the 'Über diese Website' text): paragraphs,
 * emphasis, links and lists. react-markdown builds React elements (no HTML string, no
 * dangerouslySetInnerHTML); anything else the text holds (headings, code, quotes) keeps only its words, an
 * image is left out, HTML stays text as written, and a link's address other than http(s), mailto or a path of the
 * site is dropped (react-markdown's defaultUrlTransform).
 */
export const OWNER_MARKDOWN_ELEMENTS = ['p', 'em', 'strong', 'a', 'ul', 'ol', 'li', 'br'] as const;

/** A link of the owner's text: another site opens in a new tab, as the information block's other links do. */
function OwnerLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href === undefined || href === '') return <>{children}</>;
  const external = /^https?:\/\//i.test(href);
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

/** The owner's text rendered from its Markdown; its paragraphs keep the single line breaks typed in them. */
export default function OwnerMarkdown({ text }: { text: string }) {
  return (
    <div className="owner-text">
      <Markdown
        allowedElements={OWNER_MARKDOWN_ELEMENTS}
        unwrapDisallowed
        components={{ a: ({ href, children }) => <OwnerLink href={href}>{children}</OwnerLink> }}
      >
        {text}
      </Markdown>
    </div>
  );
}
