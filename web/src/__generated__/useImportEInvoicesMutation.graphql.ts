/**
 * @generated SignedSource<<2da1b8b5f28ef12cad65c981e300ee28>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useImportEInvoicesMutation$variables = {
  files: ReadonlyArray<any>;
};
export type useImportEInvoicesMutation$data = {
  readonly importEInvoices: {
    readonly __typename: string;
    readonly data?: {
      readonly duplicates: ReadonlyArray<{
        readonly file: string;
        readonly invoiceNumber: string;
        readonly rowId: number | null | undefined;
      }>;
      readonly errors: ReadonlyArray<{
        readonly error: string;
        readonly file: string;
      }>;
      readonly imported: ReadonlyArray<{
        readonly discrepancies: ReadonlyArray<string>;
        readonly documentType: string;
        readonly id: string;
        readonly invoiceNumber: string;
        readonly rowId: number;
        readonly supplierName: string;
        readonly totalAmount: string;
      }>;
    };
    readonly message?: string;
  };
};
export type useImportEInvoicesMutation = {
  response: useImportEInvoicesMutation$data;
  variables: useImportEInvoicesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "files"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "files",
    "variableName": "files"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    }
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rowId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoiceNumber",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "ImportedEInvoice",
  "kind": "LinkedField",
  "name": "imported",
  "plural": true,
  "selections": [
    (v4/*:: as any*/),
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "documentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discrepancies",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "file",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "EInvoiceFileError",
  "kind": "LinkedField",
  "name": "errors",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useImportEInvoicesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "importEInvoices",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ImportEInvoicesResult",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EInvoiceDuplicate",
                    "kind": "LinkedField",
                    "name": "duplicates",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationImportEInvoicesSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useImportEInvoicesMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "importEInvoices",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ImportEInvoicesResult",
                "kind": "LinkedField",
                "name": "data",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "EInvoiceDuplicate",
                    "kind": "LinkedField",
                    "name": "duplicates",
                    "plural": true,
                    "selections": [
                      (v8/*:: as any*/),
                      (v5/*:: as any*/),
                      (v6/*:: as any*/),
                      (v4/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v9/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "MutationImportEInvoicesSuccess",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9e4cdb60a176b090f9a6ca248227446c",
    "id": null,
    "metadata": {},
    "name": "useImportEInvoicesMutation",
    "operationKind": "mutation",
    "text": "mutation useImportEInvoicesMutation(\n  $files: [Upload!]!\n) {\n  importEInvoices(files: $files) {\n    __typename\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on MutationImportEInvoicesSuccess {\n      data {\n        imported {\n          id\n          rowId\n          invoiceNumber\n          documentType\n          supplierName\n          totalAmount\n          discrepancies\n        }\n        duplicates {\n          file\n          rowId\n          invoiceNumber\n          id\n        }\n        errors {\n          file\n          error\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "f4400d6c1569412fa172e07d188add76";

export default node;
