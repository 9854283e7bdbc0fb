// The key typed in the key dialog lives in this tab's session storage only (SPEC.md §7: a name made
// of the service and a timestamp); it is sent with each speech call and never stored by the server.
const prefix = (service: string) => `${service.toLowerCase()}_api_key_`;

export function storeApiKey(service: string, key: string, now = Date.now()): string {
  forgetApiKeys(service);
  const name = `${prefix(service)}${now}`;
  sessionStorage.setItem(name, key);
  return name;
}

/** The newest stored key of the service, if any. */
export function storedApiKey(service: string): string | undefined {
  const names = Object.keys(sessionStorage).filter((name) => name.startsWith(prefix(service)));
  const newest = names.sort(
    (a, b) => Number(b.slice(prefix(service).length)) - Number(a.slice(prefix(service).length)),
  )[0];
  return newest ? (sessionStorage.getItem(newest) ?? undefined) : undefined;
}

export function forgetApiKeys(service: string) {
  for (const name of Object.keys(sessionStorage)) {
    if (name.startsWith(prefix(service))) sessionStorage.removeItem(name);
  }
}
