import { navigate } from 'gatsby';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { paths } from '../../lib/paths';
import { BLOG_MESSAGES } from '../../lib/config/blog';
import { borderWidths, colors, radii, sizes, space, visuallyHidden } from '../../styles/tokens';

/** A plain GET form, so it works before scripts load. */
export const SearchForm = ({
  initialQuery = '',
  onSearch,
  visibleLabel = false,
  describedBy,
}: {
  initialQuery?: string;
  onSearch?: (query: string) => void;
  visibleLabel?: boolean;
  describedBy?: string;
}) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const shownQuery = useRef(initialQuery);
  // Uncontrolled, so text typed before hydration is kept; follows the address's query.
  useEffect(() => {
    if (initialQuery === shownQuery.current) return;
    shownQuery.current = initialQuery;
    if (input.current) input.current.value = initialQuery;
  }, [initialQuery]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (onSearch) onSearch(value);
    else void navigate(paths.blogSearch(1, value));
  };
  return (
    <form
      role="search"
      action={paths.blogSearch()}
      method="get"
      onSubmit={submit}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space(2) }}
    >
      <label
        htmlFor={id}
        css={
          visibleLabel
            ? { display: 'block', width: '100%', fontWeight: 600, marginBottom: space(1) }
            : visuallyHidden
        }
      >
        {BLOG_MESSAGES.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        ref={input}
        defaultValue={initialQuery}
        aria-describedby={describedBy}
        autoComplete="off"
        css={{
          flex: '1 1 14rem',
          minHeight: sizes.target,
          padding: `${space(2)} ${space(3)}`,
          font: 'inherit',
          border: `${borderWidths.hairline} solid ${colors.inkSoft}`,
          borderRadius: radii.small,
          background: colors.white,
          color: colors.ink,
        }}
      />
      <button
        type="submit"
        css={{
          minHeight: sizes.target,
          paddingInline: space(5),
          font: 'inherit',
          fontWeight: 600,
          color: colors.white,
          background: colors.teal,
          border: `${borderWidths.thick} solid ${colors.teal}`,
          borderRadius: radii.small,
          cursor: 'pointer',
          '&:hover': { background: colors.tealDark },
        }}
      >
        {BLOG_MESSAGES.searchButton}
      </button>
    </form>
  );
};
