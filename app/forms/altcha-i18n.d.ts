// altcha 3.2.2 ships some locale files (e.g. zh-cn) without type declarations; they only register strings.
declare module "altcha/i18n/*";
