import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

export type { CompiledMessage };

/**
 * A catalogue as the build compiles it (web/vite/icu-catalogue.ts): plain text stays a string, a
 * message with arguments is { icu }, its tokens for fill-message.ts, lists and groups keep their shape.
 */
export type CompiledEntry = { icu: CompiledMessage };
export type CompiledNode = string | CompiledEntry | CompiledNode[] | { [key: string]: CompiledNode };
