type SearchInputProps = {
  /** The accessible name ("Search webhooks"); the placeholder says what it searches. */
  label: string
  placeholder: string
  value: string
  onSearch(query: string): void
}

/** A toolbar's search box; the store it writes to decides how and when to filter. */
export function SearchInput({ label, placeholder, value, onSearch }: SearchInputProps) {
  return (
    <input
      type="search"
      className="input toolbar__search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
    />
  )
}
