import { build } from 'esbuild';
import { compileMessages } from '../core/compile-messages';
import type { Message } from '../core/message';
import { MessageCompileError } from '../core/message-compile-error';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function isMessageRecord(value: unknown): value is Readonly<Record<string, Message>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || Array.isArray(entry));
}

/** Evaluates an ESM source held in memory, through a data: URL. */
async function importFromSource(code: string): Promise<Record<string, unknown>> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  return (await import(/* @vite-ignore */ url)) as Record<string, unknown>;
}

/**
 * Turns a catalogue source module (`src/catalogue/<domain>.ts`) into plain JavaScript whose
 * exports are compiled catalogues: literal messages as strings, ICU messages as ASTs, so the
 * browser never needs the ICU parser. Rejects on any invalid message, naming file and key.
 */
export async function transformCatalogueModule(file: string): Promise<string> {
  const bundled = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const [output] = bundled.outputFiles;
  if (output === undefined) throw new Error(`${file}: esbuild produced no output`);
  const exported = await importFromSource(output.text);

  const statements: string[] = [
    `// Precompiled from ${file.split(/[\\/]/).slice(-2).join('/')} at build time: ICU messages are ASTs.`,
  ];
  for (const [name, value] of Object.entries(exported)) {
    if (!isMessageRecord(value)) {
      throw new Error(`${file}: export "${name}" is not a catalogue of messages`);
    }
    let compiled: Readonly<Record<string, Message>>;
    try {
      compiled = compileMessages(value);
    } catch (error) {
      if (error instanceof MessageCompileError) {
        throw new Error(`${file}: message "${error.id}": ${error.message}`, { cause: error });
      }
      throw error;
    }
    const json = JSON.stringify(compiled);
    if (name === 'default') statements.push(`export default ${json};`);
    else if (IDENTIFIER.test(name)) statements.push(`export const ${name} = ${json};`);
    else throw new Error(`${file}: export "${name}" is not a valid identifier`);
  }
  return `${statements.join('\n')}\n`;
}
