// The client of the route benchmark, in a process of its own so that none of its work (HTTP parsing, reading
// the answer) is counted in the servers' CPU time: on each message it sends one POST and answers when the
// whole body has arrived.
interface Ask {
  url: string;
  headers: Record<string, string>;
  body: string;
}

process.on('message', (ask: Ask) => {
  void (async () => {
    const response = await fetch(ask.url, { method: 'POST', headers: ask.headers, body: ask.body });
    const bytes = (await response.arrayBuffer()).byteLength;
    process.send?.({ status: response.status, bytes });
  })().catch((error: unknown) => process.send?.({ status: 0, bytes: 0, error: String(error) }));
});
