/** Plain text from the API, a paragraph per blank-line-separated block (no HTML is trusted). */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((block) => block.trim() !== '')
        .map((block, index) => (
          <p key={index}>{block.trim()}</p>
        ))}
    </>
  );
}
