export interface Prerequisite {
  pkg: string;
  present: () => boolean;
}
export declare const PREREQUISITES: Prerequisite[];
export declare function missingPackages(checks?: Prerequisite[]): string[];
export declare function ensurePrerequisites(options?: { log?: (line: string) => void }): string | null;
