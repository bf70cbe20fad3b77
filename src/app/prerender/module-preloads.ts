// The route chunk of a prerendered page, requested together with the entry (by start-app.js):
// without it the browser learns of the chunk only once the entry has run, and until it arrives
// React cannot hydrate the page's content (a tap on 'Inscrever-se Agora' in that window does nothing).

/** A chunk of Vite's build manifest (dist/.vite/manifest.json, `build.manifest`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** Vite's build manifest: chunks by their source path (e.g. 'src/app/routes/public/home.tsx') or chunk key. */
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files of a route module's chunk and of the chunks it imports statically (recursively),
 * as absolute paths, without the entry chunks and without files the built index.html already
 * loads or preloads. Throws when the module is not in the manifest (a route renamed or moved).
 */
export function routeModulePreloads(
  manifest: BuildManifest,
  routeModule: string,
  template: string,
): string[] {
  if (!manifest[routeModule]) {
    throw new Error(
      `${routeModule} is not in the build manifest: the route table names a module the build does not have`,
    );
  }
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} (imported by ${routeModule}) is not in the build manifest`);
    if (chunk.isEntry) return;
    const href = `/${chunk.file}`;
    if (!template.includes(`"${href}"`)) files.push(href);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(routeModule);
  return files;
}
