export interface ScreenFile {
  as: 'script' | 'style';
  url: string;
}
export interface FirstScreen {
  entry: string;
  module: string;
}
export function loadFirstScreens(
  file: string,
  warn?: (message: string) => void,
): ((remotes: Record<string, { entry: string } | undefined>, pathname: string) => FirstScreen | undefined) | null;
export function firstScreenHint(entryUrl: unknown, files?: ScreenFile[]): string;
export function withFirstScreenHint(html: string, hint: string): string;
export function exposedModuleFiles(manifest: unknown, module: string, entryUrl: string): ScreenFile[];
export function firstScreenFiles(screen: FirstScreen, manifestOf: (url: string) => Promise<unknown>): Promise<ScreenFile[]>;
