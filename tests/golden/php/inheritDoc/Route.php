<?php
namespace App;

interface RouteInterface
{
    /**
     * Run route.
     *
     * @return string
     */
    public function run(): string;

    /** Gets the name. */
    public function getName(): string;

    /** Use `{@inheritDoc}` in an override to take this text. */
    public function describe(): string;
}

/** A route (Slim's Route: most of its members' docs are an inheritdoc tag). */
class Route implements RouteInterface
{
    /**
     * {@inheritdoc}
     */
    public function run(): string { return ''; }

    /** {@inheritDoc} Cached after the first call. */
    public function getName(): string { return ''; }
}
