/** The files of the built apps the homepage loads, as the size budget counts them (absolute paths). */
export function homepageFiles(): string[];
