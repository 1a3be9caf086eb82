/**
 * A port between two areas that need each other (docs/decisions/041-areas-built-in-order.md): the area built first
 * gets `port`, a stand-in it may store anywhere (whole or any part of it, `port.wallet`); once the other area exists,
 * `provide` hands over the real object and every call goes straight to it. Calling through the stand-in before that
 * is a wiring mistake and throws at once, naming the port.
 */
export function latePort<T extends object>(name: string): { port: T; provide(value: T): void } {
  let provided: T | undefined;
  const at = (path: readonly PropertyKey[]): unknown => {
    if (provided === undefined) throw new Error(`The late port ${name} was used before it was provided (${path.map(String).join('.')})`);
    return path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)[key], provided);
  };
  const standIn = (path: readonly PropertyKey[]): unknown =>
    new Proxy(function lateStandIn() {}, {
      get(_target, key) {
        if (provided === undefined) return standIn([...path, key]);
        const owner = at(path) as Record<PropertyKey, unknown>;
        const value = owner[key];
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(owner) : value;
      },
      apply(_target, _this, args: unknown[]) {
        const owner = at(path.slice(0, -1)) as Record<PropertyKey, unknown>;
        return Reflect.apply(at(path) as (...args: unknown[]) => unknown, owner, args);
      },
    });
  return {
    port: standIn([]) as T,
    provide(value) {
      if (provided !== undefined) throw new Error(`The late port ${name} was already provided`);
      provided = value;
    },
  };
}

/** The late ports of one composition root: `seal()`, once every area exists, throws unless each was provided. */
export class LatePorts {
  private readonly open = new Set<string>();

  port<T extends object>(name: string): { port: T; provide(value: T): void } {
    const late = latePort<T>(name);
    this.open.add(name);
    return {
      port: late.port,
      provide: (value) => {
        late.provide(value);
        this.open.delete(name);
      },
    };
  }

  seal() {
    if (this.open.size > 0) throw new Error(`Late ports never provided: ${[...this.open].join(', ')}`);
  }
}
