/** The platforms' own spellings; settings write a network as it comes ("facebook"). */
const KNOWN = ['Facebook', 'Instagram', 'TikTok', 'YouTube', 'X', 'LinkedIn', 'Pinterest', 'WhatsApp', 'Tripadvisor'];

/** A known platform by its proper name (Twitter is X now); any other network as the settings write it. */
export function socialNetworkName(network: string): string {
  const key = network.toLowerCase().replace(/^twitter$/, 'x');
  return KNOWN.find((name) => name.toLowerCase() === key) ?? network;
}
