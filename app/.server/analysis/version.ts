/** Stored with every result; bump it whenever a rule or the knowledge base changes what the engine answers. */
export const ENGINE_VERSION = "2026.12.01.22";
