/** The part of TypeDoc's JSON output that the checks read; see check-api-docs.mjs. */
export interface ProjectJson {
  children?: { name: string; kind: number }[];
  groups?: { title: string }[];
}

/** The settings of typedoc.json that the checks read. */
export interface SiteConfig {
  projectDocuments?: string[];
  groupOrder?: string[];
}

export function checkReference(project: ProjectJson): string[];
export function guideTitle(markdown: string): string | undefined;
export function checkPage(html: string, where: string): string[];
export function checkSite(dir: string, project: ProjectJson, settings: { guides: string[]; groupOrder: string[] }): string[];
export function checkApiDocs(dir: string, config?: SiteConfig): { project: ProjectJson; problems: string[] };
