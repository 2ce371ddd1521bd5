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

/** Every UI string, by site locale and namespace. Server-only: a visitor gets one locale via the root loader. */
export const resources = {
  en: { common: enCommon, modules: enModules, content: enContent, editor: enEditor },
  de: { common: deCommon, modules: deModules, content: deContent, editor: deEditor },
  cn: { common: cnCommon, modules: cnModules, content: cnContent, editor: cnEditor },
  jp: { common: jpCommon, modules: jpModules, content: jpContent, editor: jpEditor },
  kr: { common: krCommon, modules: krModules, content: krContent, editor: krEditor },
} satisfies Resource;

export const NAMESPACES = ["common", "modules", "content", "editor"] as const;
