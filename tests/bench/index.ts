/**
 * `npm run bench`: every benchmark in one run, figures written to tests/bench/results.json and
 * to the README's figures section. Compare ratios within one run: the machines are shared.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { benchServer } from './server';

const README = 'README.md';
const START = '<!-- bench:start (npm run bench) -->';
const END = '<!-- bench:end -->';

type Figures = Record<string, any>;

function markdown(f: Figures, when: string): string {
  const s = f.server;
  const row = (name: string, r: any) => `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} |`;
  return [
    START,
    `Measured by \`npm run bench\` on ${when} (2 cores, Node ${process.versions.node}).`,
    '',
    `Reference server, loopback, 10 connections, ${s.durationS} s per workload, table of ${s.rows.toLocaleString('en')} dinner orders:`,
    '',
    '| workload | req/s | p50 ms | p99 ms |',
    '|---|---:|---:|---:|',
    row('list: page 1 of 20, one filter (ours)', s.list),
    row('get by id (ours)', s.get),
    row('add (ours)', s.add),
    row('list: same workload on json-server 0.17', s.jsonServerList),
    '',
    `List throughput ratio, ours / json-server: **${s.listRatioVsJsonServer}x**.`,
    END,
  ].join('\n');
}

const only = process.argv.slice(2);
const figures: Figures = {};
if (!only.length || only.includes('server')) figures.server = await benchServer();
const when = new Date().toISOString().slice(0, 10);
writeFileSync('tests/bench/results.json', `${JSON.stringify({ when, ...figures }, null, 2)}\n`);
if (figures.server) {
  const readme = readFileSync(README, 'utf8');
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a >= 0 && b > a) writeFileSync(README, readme.slice(0, a) + markdown(figures, when) + readme.slice(b + END.length));
}
console.log(JSON.stringify(figures, null, 2));
