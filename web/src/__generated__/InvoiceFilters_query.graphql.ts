/**
 * @generated SignedSource<<82f2bae8881849dc7714ff955a1b5f38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceFilters_query$data = {
  readonly financeContractOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly financeOrderOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly financeSupplierOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly " $fragmentType": "InvoiceFilters_query";
};
export type InvoiceFilters_query$key = {
  readonly " $data"?: InvoiceFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceFilters_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "rowId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "label",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceFilters_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FinanceOption",
      "kind": "LinkedField",
      "name": "financeSupplierOptions",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FinanceOption",
      "kind": "LinkedField",
      "name": "financeOrderOptions",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FinanceOption",
      "kind": "LinkedField",
      "name": "financeContractOptions",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "65cf1a87cf40609a39bdcba05c74a7e0";

export default node;
