<?php
namespace Acme\App;

use Acme\Shapes\Square;
use Psr\Log\LoggerInterface;

class Main
{
    private Square $last;

    public function __construct(private LoggerInterface $logger)
    {
        $this->last = new Square(1.0);
    }

    public function run(): string
    {
        $square = new Square(2.0);
        $bigger = $square->scale(2.0);
        $this->logger->info('scaled');
        return $this->last->describe() . json_encode($bigger);
    }
}
