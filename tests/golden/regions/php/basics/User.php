<?php
/**
 * User models.
 */
namespace App\Models;

use App\Contracts\HasName;
use Illuminate\Support\{Str, Arr};
use Carbon\Carbon as Date;
use function App\helpers\format;

/**
 * Formats a name.
 * @param string $name The name.
 * @return string
 */
function format_name(string $name, int ...$rest): string { return $name; }

/** A user. */
#[Entity]
final class User extends Model implements HasName, \JsonSerializable
{
    public const ROLE = 'user';
    /** The name. */
    public string $name;
    protected int $age = 0;
    private $secret;

    public function __construct(private string $email, ?int $age = null) {}

    /** Gets the name. */
    public function getName(): string { return $this->name; }

    public static function find(int $id): ?static { return null; }

    function implicitPublic() {}

    private function hidden() {}
}

interface Named { public function name(): string; }

trait Greets { public function greet() {} }

enum Suit: string { case Hearts = 'H'; case Spades = 'S'; }
