import { buildCli } from './cliBuild'
const cli = await buildCli()
console.log(cli.entry)
