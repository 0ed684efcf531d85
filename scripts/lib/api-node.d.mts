export declare const API_V8_FLAGS: string[];
export declare const API_ENTRY: string[];
export declare const API_NODE_ARGS: string[];
