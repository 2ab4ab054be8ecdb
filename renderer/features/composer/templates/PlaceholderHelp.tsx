/** How placeholders are written; shown where a template is saved. */
export function PlaceholderHelp() {
  return (
    <p className="field__hint templates-help">
      Write <code>{'{{name}}'}</code> anywhere in the text (letters, digits and _) for a value you give each
      time you start a draft from the template. <code>{'{{date}}'}</code> and <code>{'{{time}}'}</code> are
      filled with today’s date and the time (you can change them), <code>{'{{date:iso}}'}</code> with
      YYYY-MM-DD. Write <code>{'\\{{name}}'}</code> to keep the braces as text.
    </p>
  )
}
