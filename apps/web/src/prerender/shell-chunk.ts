import type { Plugin, Rolldown } from 'vite';

/**
 * Every module the app's entry imports statically, as one chunk. Rolldown gives each module
 * that a lazy route imports as well a chunk of its own, though the entry has always loaded it
 * first (rolldown/rolldown#10731): `/` asked for 23 scripts, most of them 1–2 KB, each a round
 * trip on a phone's connection. The entry needs all of them before it runs, so one file costs
 * no byte more.
 */
export function shellChunk(name: string): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  const shell = new Set<string>();
  return {
    plugin: {
      name: 'academy:shell-chunk',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      buildEnd() {
        shell.clear();
        const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        // The modules an entry names itself (index.html's main.tsx) stay its own chunk, so the
        // page keeps one entry script for the server-rendered pages' starter to add.
        const pending = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
        while (pending.length > 0) {
          const id = pending.pop()!;
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (shell.has(imported)) continue;
            shell.add(imported);
            pending.push(imported);
          }
        }
      },
    },
    // Listed after the library groups, which win at equal priority: React and the icons stay in
    // files cached apart.
    group: { name, test: (id: string) => shell.has(id) },
  };
}
