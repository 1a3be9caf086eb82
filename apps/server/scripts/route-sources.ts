import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Where each route is declared, read from the route plugins' source (`src/<area>/<module>/*.routes.ts`) with the
 * TypeScript parser: the module is the folder (`<area>/<module>`, or `flows`), and the service methods are the calls the handler makes on the
 * objects its plugin receives as options (`FastifyPluginAsyncZod<{ likes: LikesService }>` → `LikesService.check`),
 * also through helper functions of the same file. Nothing is guessed: a call on anything else is not listed.
 */
export type RouteSource = {
  method: string;
  /** The path as declared, `:param` as Fastify writes it; `${...}` for a part computed from a constant. */
  url: string;
  module: string;
  /** Relative to the server's `src`. */
  file: string;
  serviceCalls: string[];
};

const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function readRouteSources(modulesDir: string): RouteSource[] {
  const files = readdirSync(modulesDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.routes.ts'))
    .sort();
  return files.flatMap((file) => routesOfFile(path.join(modulesDir, file), file.split(path.sep).join('/')));
}

/** `search/results/results.routes.ts` → `search/results`; `flows/flows.routes.ts` → `flows`. */
const moduleOf = (file: string) => {
  const parts = file.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? file);
};

type FunctionNode = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration;

function routesOfFile(absolute: string, file: string): RouteSource[] {
  const source = ts.createSourceFile(absolute, readFileSync(absolute, 'utf8'), ts.ScriptTarget.Latest, true);
  const helpers = functionsByName(source);
  const routes: RouteSource[] = [];
  visit(source, (node) => {
    if (!ts.isVariableDeclaration(node)) return;
    const plugin = routePlugin(node);
    if (!plugin) return;
    visit(plugin.body, (inner) => {
      const route = routeCall(inner, plugin.app);
      if (!route) return;
      const calls = new Set<string>();
      collectServiceCalls(route.handler, plugin.services, helpers, calls, new Set());
      routes.push({ method: route.method, url: route.url, module: moduleOf(file), file, serviceCalls: [...calls] });
    });
  });
  return routes;
}

/** A `const x: FastifyPluginAsyncZod<{ name: Type; ... }> = async (app, { name }) => ...` declaration. */
function routePlugin(node: ts.VariableDeclaration): { app: string; body: ts.Node; services: Map<string, string> } | null {
  const type = node.type;
  const init = node.initializer;
  if (!type || !ts.isTypeReferenceNode(type) || type.typeName.getText() !== 'FastifyPluginAsyncZod') return null;
  if (!init || !(ts.isArrowFunction(init) || ts.isFunctionExpression(init))) return null;
  const [appParam, optionsParam] = init.parameters;
  if (!appParam || !ts.isIdentifier(appParam.name)) return null;
  const optionTypes = new Map<string, string>();
  const literal = type.typeArguments?.[0];
  if (literal && ts.isTypeLiteralNode(literal)) {
    for (const member of literal.members) {
      // Only objects count (a service, a read model); strings and numbers are settings.
      if (ts.isPropertySignature(member) && member.type && ts.isTypeReferenceNode(member.type)) {
        optionTypes.set(member.name.getText(), member.type.typeName.getText());
      }
    }
  }
  const services = new Map<string, string>();
  if (optionsParam && ts.isObjectBindingPattern(optionsParam.name)) {
    for (const element of optionsParam.name.elements) {
      const property = (element.propertyName ?? element.name).getText();
      const type = optionTypes.get(property);
      if (type && ts.isIdentifier(element.name)) services.set(element.name.text, type);
    }
  }
  return { app: appParam.name.text, body: init.body, services };
}

/** `app.get(url, options?, handler)` on the plugin's own instance. */
function routeCall(node: ts.Node, app: string): { method: string; url: string; handler: ts.Node } | null {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
  const receiver = node.expression.expression;
  const verb = node.expression.name.text;
  if (!ts.isIdentifier(receiver) || receiver.text !== app || !VERBS.has(verb)) return null;
  const [urlArg] = node.arguments;
  const handler = node.arguments[node.arguments.length - 1];
  if (!urlArg || !handler || node.arguments.length < 2) return null;
  const url = urlText(urlArg);
  return url === null ? null : { method: verb.toUpperCase(), url, handler };
}

function urlText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `\${${span.expression.getText()}}${span.literal.text}`).join('');
  }
  return null;
}

/** Every function of the file that has a name: declarations and `const name = (...) => ...`. */
function functionsByName(source: ts.SourceFile): Map<string, FunctionNode | null> {
  const found = new Map<string, FunctionNode | null>();
  const add = (name: string, fn: FunctionNode) => found.set(name, found.has(name) ? null : fn);
  visit(source, (node) => {
    if (ts.isFunctionDeclaration(node) && node.name) add(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) add(node.name.text, init);
    }
  });
  return found;
}

function collectServiceCalls(
  node: ts.Node,
  services: Map<string, string>,
  helpers: Map<string, FunctionNode | null>,
  calls: Set<string>,
  followed: Set<ts.Node>,
): void {
  // A handler given by name (`app.post(url, options, webhook)`) is read where it is defined.
  if (ts.isIdentifier(node)) {
    const fn = helpers.get(node.text);
    if (fn && !followed.has(fn)) {
      followed.add(fn);
      collectServiceCalls(fn, services, helpers, calls, followed);
    }
    return;
  }
  visit(node, (inner) => {
    if (!ts.isCallExpression(inner)) return;
    const callee = inner.expression;
    if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
      const type = services.get(callee.expression.text);
      if (type) calls.add(`${type}.${callee.name.text}`);
    } else if (ts.isIdentifier(callee)) {
      collectServiceCalls(callee, services, helpers, calls, followed);
    }
  });
}

/** Depth-first, in source order, the node itself included. */
function visit(node: ts.Node, onNode: (node: ts.Node) => void): void {
  onNode(node);
  ts.forEachChild(node, (child) => visit(child, onNode));
}
