/** Dictionary model, importers and the `dict` command line. */
export {};
