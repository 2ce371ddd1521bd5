import type { Resource } from "i18next";
import cnCommon from "../../locales/cn/common.json";
import cnContent from "../../locales/cn/content.json";
import cnModules from "../../locales/cn/modules.json";
import deCommon from "../../locales/de/common.json";
import deContent from "../../locales/de/content.json";
import deModules from "../../locales/de/modules.json";
import enCommon from "../../locales/en/common.json";
import enContent from "../../locales/en/content.json";
import enModules from "../../locales/en/modules.json";
import jpCommon from "../../locales/jp/common.json";
import jpContent from "../../locales/jp/content.json";
import jpModules from "../../locales/jp/modules.json";
import krCommon from "../../locales/kr/common.json";
import krContent from "../../locales/kr/content.json";
import krModules from "../../locales/kr/modules.json";

/** Every UI string, by site locale and namespace. Server-only: a visitor gets one locale via the root loader. */
export const resources = {
  en: { common: enCommon, modules: enModules, content: enContent },
  de: { common: deCommon, modules: deModules, content: deContent },
  cn: { common: cnCommon, modules: cnModules, content: cnContent },
  jp: { common: jpCommon, modules: jpModules, content: jpContent },
  kr: { common: krCommon, modules: krModules, content: krContent },
} satisfies Resource;

export const NAMESPACES = ["common", "modules", "content"] as const;
