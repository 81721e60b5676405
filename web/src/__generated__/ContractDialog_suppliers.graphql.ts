/**
 * @generated SignedSource<<61cc13837a2a400645896bbd7f0928b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContractDialog_suppliers$data = {
  readonly financeSupplierOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly " $fragmentType": "ContractDialog_suppliers";
};
export type ContractDialog_suppliers$key = {
  readonly " $data"?: ContractDialog_suppliers$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractDialog_suppliers">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractDialog_suppliers",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FinanceOption",
      "kind": "LinkedField",
      "name": "financeSupplierOptions",
      "plural": true,
      "selections": [
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
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "2202644b5b7bccecc02f8fd48aee18c5";

export default node;
