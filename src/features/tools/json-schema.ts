// What an MCP client sees for a tool's inputs. The preview uses the contract's own builder,
// so it always shows what the product manifest serves.
export { inputsToJsonSchema } from '../../api/contract/input-json-schema'
