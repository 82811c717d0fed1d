/** `npm run gen`: writes the files derived from src/contract. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ROOT, generateAll } from './generate';

const files = await generateAll();
for (const [rel, content] of Object.entries(files)) {
  mkdirSync(dirname(`${ROOT}${rel}`), { recursive: true });
  writeFileSync(`${ROOT}${rel}`, content);
  console.log(`wrote ${rel} (${content.length} bytes)`);
}
