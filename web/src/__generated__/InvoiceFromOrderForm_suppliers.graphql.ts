/**
 * @generated SignedSource<<8fab14746ec38abbf23387ae456bb9b8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceFromOrderForm_suppliers$data = {
  readonly financeSupplierOptions: ReadonlyArray<{
    readonly label: string;
    readonly rowId: number;
  }>;
  readonly " $fragmentType": "InvoiceFromOrderForm_suppliers";
};
export type InvoiceFromOrderForm_suppliers$key = {
  readonly " $data"?: InvoiceFromOrderForm_suppliers$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceFromOrderForm_suppliers">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceFromOrderForm_suppliers",
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

(node as any).hash = "3bc1b748df8d67eb4e659c839e221efd";

export default node;
