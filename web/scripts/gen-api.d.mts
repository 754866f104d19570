export const documentPath: string;
export const schemaPath: string;
export function generateSchema(): Promise<string>;
