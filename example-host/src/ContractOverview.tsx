/**
 * What the host shows until the shell lands: the services of the contract and how many
 * calls each has, read from the same catalogue the server and client are derived from.
 */
import { catalogue } from '../../src/contract';

export function ContractOverview() {
  const total = catalogue.reduce((n, s) => n + s.resources.reduce((m, r) => m + r.operations.length, 0), 0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>消费中台 · SuperCloud Admin</h1>
      <p>
        The console shell is being built. The contract holds <strong data-testid="operation-count">{total}</strong> calls
        in {catalogue.length} services.
      </p>
      <table>
        <thead><tr><th align="left">Service</th><th align="left">Prefix</th><th align="right">Resources</th><th align="right">Calls</th></tr></thead>
        <tbody>
          {catalogue.map((s) => (
            <tr key={s.key}>
              <td>{s.title['zh-CN']} ({s.key})</td>
              <td><code>{s.prefix}</code>{s.prefixAssumed ? ' *' : ''}</td>
              <td align="right">{s.resources.length}</td>
              <td align="right">{s.resources.reduce((m, r) => m + r.operations.length, 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>* prefix not stated by the specification; our choice, configurable.</p>
    </main>
  );
}
