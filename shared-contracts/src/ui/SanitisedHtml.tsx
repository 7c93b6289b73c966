import { useEffect, useState } from 'react';
import type { DOMPurify as Purifier } from 'dompurify';

/**
 * HTML from the server (footer, notices, group-order messages), sanitised. DOMPurify is fetched the
 * first time HTML with markup is shown, not with the first screen: most screens show none.
 */
export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  if (isPlainText(html)) return <div className={className}>{html}</div>;
  return <MarkupHtml html={html} className={className} />;
}

/**
 * Without `<` there is no tag or comment and without `&` no character reference: the browser would
 * parse such HTML into exactly this text. Shown as text, it needs no sanitiser, so a brand whose
 * footer is a plain sentence (the homepage shows it) does not download one (issue #11).
 */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

function MarkupHtml({ html, className }: { html: string; className?: string }) {
  const DOMPurify = usePurifier();
  // Until the sanitiser is here the element stays empty: no HTML reaches the page unsanitised.
  if (!DOMPurify) return <div className={className} />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

let purifier: Purifier | undefined;
let loading: Promise<Purifier> | undefined;

function loadPurifier(): Promise<Purifier> {
  loading ??= import('dompurify').then((module) => (purifier = module.default));
  return loading;
}

function usePurifier(): Purifier | undefined {
  const [loaded, setLoaded] = useState(() => purifier);
  useEffect(() => {
    if (loaded) return;
    loadPurifier().then(
      // DOMPurify is itself a function: wrapped, so React stores it rather than calling it.
      (ready) => setLoaded(() => ready),
      (error: unknown) => {
        loading = undefined;
        console.error('Could not load the HTML sanitiser', error);
      },
    );
  }, [loaded]);
  return loaded;
}
