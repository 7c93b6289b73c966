/**
 * Whether this API runs for development or tests, which only NODE_ENV=development or test says.
 * Those runs get the conveniences: the /dev routes (one marks any order paid), the public
 * development signing secret, the dev-staff codes and the sandbox's test cards. A deployment that
 * forgets NODE_ENV gets production's care instead, since any of them there would let a stranger
 * forge a session or have the kitchen cook for a test card.
 */
export function isDevelopment(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test';
}
