// Where the send bar gets what other parts of the composer know. Each line names one source; when the
// target, files and mentions parts land, point these at `../target`, `../files` and `../mentions`.
export { useLocalTargetReadiness as useTargetReadiness } from './sources/targetReadiness'
export type { TargetReadiness } from './sources/targetReadiness'
export { useLocalFileProblems as useFileProblems } from './sources/fileProblems'
export type { FileProblem } from './sources/fileProblems'
export { pingsOf } from './sources/pings'
export { markLocalForum as markForum } from './sources/forums'
