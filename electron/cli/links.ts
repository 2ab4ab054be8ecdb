/** A link given in place of the message file (`herald send`, `herald import`). */
export const isLink = (source: string | undefined): source is string => /^https?:\/\//i.test(source ?? '')
