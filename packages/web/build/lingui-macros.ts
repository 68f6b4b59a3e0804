import { type PluginObj, types as t, transformAsync } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const USES_MACROS = /from\s+["']@lingui\/(?:react|core)\/macro["']/;

/** A compiled message as code: what Lingui's runtime interpolates without parsing ICU at run time. */
const compiled = (message: string) => t.valueToNode(compileMessage(message));

const isNamed = (key: t.Node, name: string) =>
  t.isIdentifier(key, { name }) || t.isStringLiteral(key, { value: name });

/**
 * English is the source language and needs no catalogue (docs/decisions/048-languages.md): each message the
 * macros wrote (`{id, message}` for t and msg, `<Trans id message>`) keeps its English, compiled here, so an
 * English page carries its own words as before and another language's catalogue replaces them by id.
 */
const englishCompiled: PluginObj = {
  name: "mnx-english-compiled",
  visitor: {
    ObjectExpression(path) {
      const props = path.node.properties.filter((p): p is t.ObjectProperty => t.isObjectProperty(p));
      if (!props.some((p) => isNamed(p.key, "id") && t.isStringLiteral(p.value))) return;
      for (const prop of props) {
        if (isNamed(prop.key, "message") && t.isStringLiteral(prop.value))
          prop.value = compiled(prop.value.value);
      }
    },
    JSXOpeningElement(path) {
      const attributes = path.node.attributes.filter((a): a is t.JSXAttribute => t.isJSXAttribute(a));
      if (!attributes.some((a) => t.isJSXIdentifier(a.name, { name: "id" }))) return;
      for (const attribute of attributes) {
        if (t.isJSXIdentifier(attribute.name, { name: "message" }) && t.isStringLiteral(attribute.value)) {
          attribute.value = t.jsxExpressionContainer(compiled(attribute.value.value));
        }
      }
    },
  },
};

/**
 * Lingui's macros (Trans, t, msg, Plural...) become runtime calls with their message ids and compiled English.
 * Babel runs only on the app's files that import a macro, before the React plugin: the TypeScript and JSX
 * stay for Vite's own transform.
 */
export function linguiMacros(): Plugin {
  return {
    name: "mnx-lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const filename = id.split("?")[0] ?? id;
      if (filename.includes("/node_modules/") || !/\.[cm]?[jt]sx?$/.test(filename)) return null;
      if (!USES_MACROS.test(code)) return null;
      const options = {
        filename,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ["typescript", "jsx"] as ("typescript" | "jsx")[] },
      };
      const expanded = await transformAsync(code, {
        ...options,
        plugins: [[linguiMacro, { stripMessageField: false }]],
      });
      if (!expanded?.code) return null;
      const result = await transformAsync(expanded.code, {
        ...options,
        inputSourceMap: expanded.map ?? undefined,
        plugins: [englishCompiled],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
