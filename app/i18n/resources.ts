import type { Resource } from "i18next";
import cnCommon from "../../locales/cn/common.json";
import cnContent from "../../locales/cn/content.json";
import cnEditor from "../../locales/cn/editor.json";
import cnModules from "../../locales/cn/modules.json";
import deCommon from "../../locales/de/common.json";
import deContent from "../../locales/de/content.json";
import deEditor from "../../locales/de/editor.json";
import deModules from "../../locales/de/modules.json";
import enCommon from "../../locales/en/common.json";
import enContent from "../../locales/en/content.json";
import enEditor from "../../locales/en/editor.json";
import enModules from "../../locales/en/modules.json";
import jpCommon from "../../locales/jp/common.json";
import jpContent from "../../locales/jp/content.json";
import jpEditor from "../../locales/jp/editor.json";
import jpModules from "../../locales/jp/modules.json";
import krCommon from "../../locales/kr/common.json";
import krContent from "../../locales/kr/content.json";
import krEditor from "../../locales/kr/editor.json";
import krModules from "../../locales/kr/modules.json";
import { moduleStrings } from "../modules/strings.generated";

type Strings = { moduleNames: Record<string, string>; labels: Record<string, string>; modules: Record<string, unknown> };

/**
 * A locale's editor and modules namespaces: locales/<locale>/*.json with the module folders'
 * strings.json (names, their own labels, public strings) merged in: app/modules/strings.generated.ts.
 */
function withModuleStrings<E extends { labels: Record<string, string> }, M extends object>(editor: E, modules: M, own: Strings) {
  return {
    editor: { ...editor, labels: { ...editor.labels, ...own.labels }, moduleNames: own.moduleNames },
    modules: { ...modules, ...own.modules },
  };
}

/** Every UI string, by site locale and namespace. Server-only: a visitor gets one locale via the root loader. */
export const resources = {
  en: { common: enCommon, content: enContent, ...withModuleStrings(enEditor, enModules, moduleStrings.en) },
  de: { common: deCommon, content: deContent, ...withModuleStrings(deEditor, deModules, moduleStrings.de) },
  cn: { common: cnCommon, content: cnContent, ...withModuleStrings(cnEditor, cnModules, moduleStrings.cn) },
  jp: { common: jpCommon, content: jpContent, ...withModuleStrings(jpEditor, jpModules, moduleStrings.jp) },
  kr: { common: krCommon, content: krContent, ...withModuleStrings(krEditor, krModules, moduleStrings.kr) },
} satisfies Resource;

export const NAMESPACES = ["common", "modules", "content", "editor"] as const;
