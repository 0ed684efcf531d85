export declare function firstLines(text: unknown, lines?: number, width?: number): string;
export declare function vitestFailures(report: unknown, label: string, root?: string): string[];
export declare function playwrightFailures(report: unknown, label: string): string[];
export declare function pageAtFailure(errorContext: string): string;
