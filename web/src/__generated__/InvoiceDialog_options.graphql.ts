/**
 * @generated SignedSource<<3d507e08ffdb69edfbb852bd3b244d88>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceDialog_options$data = {
  readonly financeContractOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly financeSupplierOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly " $fragmentType": "InvoiceDialog_options";
};
export type InvoiceDialog_options$key = {
  readonly " $data"?: InvoiceDialog_options$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceDialog_options">;
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
  "name": "InvoiceDialog_options",
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

(node as any).hash = "6a25555df288f727f6e78367af4b776a";

export default node;
