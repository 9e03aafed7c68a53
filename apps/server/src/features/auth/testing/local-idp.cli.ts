// Runs the local identity provider as its own process for browser tests: prints `{"url","clientId"}` as
// one JSON line, then serves until killed. Usage: node --import tsx local-idp.cli.ts [clientId]
import { LocalIdp } from './local-idp.ts';

const idp = await LocalIdp.start(process.argv[2] ?? 'glossa-e2e-client');
process.stdout.write(`${JSON.stringify({ url: idp.url, clientId: idp.clientId })}\n`);
const stop = () => void idp.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
