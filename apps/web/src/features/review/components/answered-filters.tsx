import { useEffect, useMemo } from 'react';
import { FilterX } from 'lucide-react';
import toast from 'react-hot-toast';
import { AREA_TOAST_OPTIONS } from '../../../components/toaster';
import { Button } from '../../../components/ui/button';
import { useConcepts } from '../api/get-concepts';
import { useModules } from '../api/get-modules';
import { useSubmodulesOfModule } from '../api/get-submodules-of-module';
import {
  hasFilters,
  splitIds,
  type AnsweredSearch,
  type FilterChange,
} from '../lib/answered-search';
import { LazyConceptMultiSelect } from './lazy-concept-multi-select';
import { FilterSelect } from './filter-select';
import { FlaggedFilter, ResultFilter } from './result-filter';
import { SearchBox } from './search-box';

const SUBMODULE_WAITS_FOR_MODULE = 'Choose a module first.';

interface AnsweredFiltersProps {
  filter: AnsweredSearch;
  onChange: (change: FilterChange) => void;
  /** Corrects the URL in place: a filter naming what does not exist is dropped. */
  onCorrect: (change: FilterChange) => void;
  onClear: () => void;
}

const labelClasses = 'mb-1.5 block text-sm font-medium text-slate-700';

/**
 * Search, Module, Sub-module and Concepts (SPEC §2), Result and Flagged, kept in the URL by the
 * route.
 */
export function AnsweredFilters({ filter, onChange, onCorrect, onClear }: AnsweredFiltersProps) {
  const modules = useModules();
  const moduleKnown = modules.data?.some((m) => m._id === filter.module) ?? false;
  const submodules = useSubmodulesOfModule(moduleKnown ? filter.module : undefined);
  const concepts = useConcepts();

  useFailureToast(modules.isError, 'Failed to fetch modules', 'review-modules');
  useFailureToast(submodules.isError, 'Failed to fetch submodules', 'review-submodules');
  useFailureToast(concepts.isError, 'Failed to fetch concepts', 'review-concepts');

  // A list that never came (not one whose refresh failed) would read as "nothing to choose".
  const unloaded = [modules, submodules, concepts].filter((q) => q.isError && !q.data);

  const moduleName = modules.data?.find((m) => m._id === filter.module)?.name;
  const subModuleName = submodules.data?.find((s) => s._id === filter.subModule)?.name;
  const selected = useMemo(() => splitIds(filter.concepts), [filter.concepts]);

  // The catalogue names a concept's module and sub-module: offer those of the chosen ones.
  const offered = useMemo(
    () =>
      (concepts.data ?? []).filter(
        (c) =>
          (!moduleName || c.module === moduleName) &&
          (!subModuleName || c.subModule === subModuleName),
      ),
    [concepts.data, moduleName, subModuleName],
  );
  const conceptNames = useMemo(
    () => new Map((concepts.data ?? []).map((c) => [c._id, c.name])),
    [concepts.data],
  );

  // A link from before a re-import, or edited by hand, may name a module, sub-module or concept
  // that does not exist, or a sub-module without its module: the list would be empty, or cut,
  // while the selects showed no such choice. Once the lists are in, such a filter is dropped
  // from the address.
  useEffect(() => {
    if (filter.module && modules.data && !moduleKnown) onCorrect({ module: undefined });
    else if (filter.subModule && !filter.module) onCorrect({ subModule: undefined });
    else if (
      filter.subModule &&
      submodules.data &&
      !submodules.data.some((s) => s._id === filter.subModule)
    ) {
      onCorrect({ subModule: undefined });
    } else if (concepts.data && selected.some((conceptId) => !conceptNames.has(conceptId))) {
      onCorrect({ concepts: selected.filter((conceptId) => conceptNames.has(conceptId)) });
    }
  }, [
    filter.module,
    filter.subModule,
    modules.data,
    moduleKnown,
    submodules.data,
    concepts.data,
    selected,
    conceptNames,
    onCorrect,
  ]);

  const chooseSubModule = (subModule: string) => {
    const name = submodules.data?.find((s) => s._id === subModule)?.name;
    // Concepts of another sub-module could never match together with this one: let them go.
    const kept = name
      ? selected.filter((id) => concepts.data?.find((c) => c._id === id)?.subModule === name)
      : selected;
    onChange({ subModule, concepts: kept });
  };

  return (
    <section
      aria-label="Filters"
      // On a phone its padding is in pixels, as the page's gutter is: in rem it took 64 px of a
      // 375 px screen with text at 200%, and a select no longer held "Trigonometry" on a line.
      className="@container rounded-2xl border border-slate-200/80 bg-white p-[16px] shadow-card sm:p-5"
    >
      {/* Columns by the card's own width, not the window's: beside the mascot's room a 1280 px
          window leaves the card 890 px, where five columns cut "All Sub-modules" short. */}
      <div className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-[minmax(0,1.5fr)_repeat(4,minmax(0,1fr))]">
        <div>
          <label htmlFor="answered-search" className={labelClasses}>
            Search
          </label>
          <SearchBox
            id="answered-search"
            value={filter.search}
            onSearch={(search) => onChange({ search })}
          />
        </div>
        <div>
          <label htmlFor="answered-module" className={labelClasses}>
            Module
          </label>
          <FilterSelect
            id="answered-module"
            value={filter.module ?? ''}
            onValueChange={(module) => onChange({ module })}
          >
            <option value="">All Modules</option>
            {modules.data?.map((m) => (
              <option key={m._id} value={m._id}>
                {m.name}
              </option>
            ))}
          </FilterSelect>
        </div>
        <div>
          <label htmlFor="answered-submodule" className={labelClasses}>
            Sub-module
          </label>
          <FilterSelect
            id="answered-submodule"
            value={filter.subModule ?? ''}
            disabled={!filter.module}
            // Dimmed until a module is chosen: a screen reader is told why, as sighted users
            // see the Module select beside it.
            aria-describedby={filter.module ? undefined : 'answered-submodule-waits'}
            aria-busy={submodules.isFetching}
            onValueChange={chooseSubModule}
          >
            <option value="">All Sub-modules</option>
            {filter.module
              ? submodules.data?.map((s) => (
                  <option key={s._id} value={s._id}>
                    {s.name}
                  </option>
                ))
              : null}
          </FilterSelect>
          {filter.module ? null : (
            <span id="answered-submodule-waits" className="sr-only">
              {SUBMODULE_WAITS_FOR_MODULE}
            </span>
          )}
        </div>
        <div>
          <span id="answered-concepts-label" className={labelClasses}>
            Concepts
          </span>
          <LazyConceptMultiSelect
            id="answered-concepts"
            labelId="answered-concepts-label"
            concepts={offered}
            conceptNames={conceptNames}
            selected={selected}
            loading={concepts.isPending}
            onChange={(ids) => onChange({ concepts: ids })}
          />
        </div>
        <div>
          <label htmlFor="answered-result" className={labelClasses}>
            Result
          </label>
          <ResultFilter
            id="answered-result"
            value={filter.result}
            onChange={(result) => onChange({ result })}
          />
        </div>
      </div>
      {unloaded.length > 0 ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Some filter choices could not be loaded.{' '}
          <button
            type="button"
            onClick={() => unloaded.forEach((query) => void query.refetch())}
            className="font-semibold underline underline-offset-2 hover:text-red-900"
          >
            Try again
          </button>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <FlaggedFilter
          checked={filter.flagged === true}
          onChange={(flagged) => onChange({ flagged })}
        />
        {hasFilters(filter) ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <FilterX className="size-4" aria-hidden="true" />
            Clear filters
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** A failed list of filter options is a side issue: a toast says so, the page stays usable. */
function useFailureToast(failed: boolean, message: string, id: string) {
  useEffect(() => {
    // `id` keeps one toast per failing source when a query fails again.
    if (failed) toast.error(message, { ...AREA_TOAST_OPTIONS.error, id });
  }, [failed, message, id]);
}
